"""Every engine on the same question, every tour verified, and agreement proved."""
