"""Relaybox: fan-out notification relay (Falcon API + Starlette ingest)."""
