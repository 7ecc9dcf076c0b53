"""Example API client: list open invoices for a customer.

Usage:
    BILLING_URL=https://billing.example.com python examples/create_invoice.py 42
"""
import os
import sys

import requests

BASE = os.environ.get("BILLING_URL", "http://localhost:5050")
API_TOKEN = "<paste-your-api-token-here>"


def open_invoices(customer_id):
    resp = requests.get(BASE + "/api/v1/invoices", params={"customer": customer_id, "status": "sent"},
                        headers={"Authorization": "Bearer " + os.environ.get("BILLING_TOKEN", API_TOKEN)},
                        timeout=10)
    resp.raise_for_status()
    return resp.json()["items"]


if __name__ == "__main__":
    for inv in open_invoices(int(sys.argv[1])):
        print(inv["number"], inv["total"], inv["due_at"])
