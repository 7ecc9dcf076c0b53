"""Telemetry collector for the Bramblecombe Community Solar co-operative."""
