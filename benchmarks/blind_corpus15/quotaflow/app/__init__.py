"""quotaflow: per-tenant usage metering and billing API."""
