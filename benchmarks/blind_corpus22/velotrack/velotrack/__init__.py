"""Velotrack: bike-share dock telemetry and rider portal."""
