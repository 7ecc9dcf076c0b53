"""Field records for the Trowel & Sieve archaeology unit: contexts, finds, samples and reports."""
