"""SnackFleet: telemetry and restocking console for a fleet of vending machines."""
