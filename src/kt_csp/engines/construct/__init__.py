"""The construct engine: huge tours built from base blocks, without search."""
