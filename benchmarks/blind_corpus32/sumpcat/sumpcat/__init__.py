"""Caving club survey catalogue tool.

Run by the club's survey secretary to keep a local catalogue in step with the
national cave registry, process survey bundles and publish reports.
"""
__version__ = "0.9.2"
