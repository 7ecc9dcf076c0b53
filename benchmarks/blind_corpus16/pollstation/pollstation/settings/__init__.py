"""Settings are split per environment: base, dev, prod, test."""
