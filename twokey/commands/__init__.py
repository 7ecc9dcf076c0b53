"""One module per CLI command: each turns parsed arguments into a run and an exit code."""
