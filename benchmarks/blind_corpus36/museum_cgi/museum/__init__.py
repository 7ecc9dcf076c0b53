"""Hollins Mill Local History Museum: catalogue, images and visitor services."""
