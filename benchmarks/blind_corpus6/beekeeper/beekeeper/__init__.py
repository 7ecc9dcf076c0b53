__all__ = ["consumer", "registry"]
