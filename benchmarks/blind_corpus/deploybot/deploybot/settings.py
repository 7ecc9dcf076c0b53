import os

WEBHOOK_SECRET = b"whsec_4c1f9e0b7d2a5e8f3b6c9a1d4e7f0b2c"
DEPLOY_ROOT = "/srv/deploy"
ALLOWED_RETURN_HOSTS = {"ci.acme.dev", "deploy.acme.dev"}
SMTP_HOST = "smtp.acme.dev"
SMTP_USER = "deploybot"
SMTP_PASSWORD = os.environ.get("DEPLOYBOT_SMTP_PASSWORD", "")
GRAFANA_URL = "https://grafana.acme.dev"
GRAFANA_TOKEN = "eyJrIjoiT0tTcG1pUlY2RnVKZTFVaDFsNFZXdE9ZWmNrMkZYbk4iLCJuIjoiZGVwbG95Ym90IiwiaWQiOjF9"
