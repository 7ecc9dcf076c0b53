import os

DATABASE_DSN = os.getenv("QUAYSIDE_DSN", "postgres://quayside@localhost/quayside")
REDIS_URL = os.getenv("QUAYSIDE_REDIS", "redis://localhost:6379/2")
LABEL_PRINTER = os.getenv("QUAYSIDE_PRINTER", "zebra01")
DOCS_ROOT = os.getenv("QUAYSIDE_DOCS", "/srv/quayside/docs")

# Example value for the docs; real deployments override this through QUAYSIDE_JWT_SECRET.
JWT_SECRET = os.getenv("QUAYSIDE_JWT_SECRET", "")
CARRIER_API_TOKEN = "ctk_live_4f9a1c2e8b7d6a5f3e2c1b0a9d8e7f6c"

CARRIERS = {
    "dhl": "https://api.dhl.example/track/v2/",
    "ups": "https://onlinetools.ups.example/track/v1/details/",
}
