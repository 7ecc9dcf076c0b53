"""Payroll export service."""
