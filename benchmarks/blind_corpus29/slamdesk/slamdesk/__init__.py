"""Session scoring, hand records and results for Westbury Bridge Club."""
