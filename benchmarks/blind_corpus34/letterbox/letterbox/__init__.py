"""Reader submissions for the Holloway Vale Courier, a volunteer-run community newspaper."""
