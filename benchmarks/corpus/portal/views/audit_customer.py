"""Django views for the customer section."""
import html
import json
from dataclasses import dataclass
from datetime import datetime, timezone
from django.http import HttpResponse
from django.urls import path
from flask import render_template
from markupsafe import escape, Markup


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@dataclass
class CustomerSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def audit_customer(request):
    comment = request.GET['comment']
    return HttpResponse('<p>Results for ' + html.escape(comment) + '</p>')


urlpatterns = [path('customer/audit/', audit_customer, name='audit_customer')]
