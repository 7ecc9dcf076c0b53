__all__ = ["cli"]
