"""Team chat server (Tornado + websockets)."""
