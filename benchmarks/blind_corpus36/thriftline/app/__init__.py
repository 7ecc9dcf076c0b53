"""Thriftline: member self-service API for the Eastgate Community Credit Union."""
