"""Family photo gallery service."""
