"""Podcast episode transcoding worker."""
