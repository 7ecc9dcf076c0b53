"""Podworks: episode intake and publishing for the Hedgerow Audio podcast collective."""
