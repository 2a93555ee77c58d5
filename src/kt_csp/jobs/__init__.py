"""Counting as a resumable job, on local processes or Dask."""
