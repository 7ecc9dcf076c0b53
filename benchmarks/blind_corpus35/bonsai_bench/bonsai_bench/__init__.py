"""Bonsai Bench: catalogue, care sheets, workshops and holiday boarding for Kinsho Bonsai Nursery."""
