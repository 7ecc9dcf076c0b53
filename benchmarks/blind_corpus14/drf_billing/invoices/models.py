import random
import string

from django.conf import settings
from django.db import models


def _pay_code():
    return "".join(random.choices(string.ascii_uppercase + string.digits, k=10))


class Customer(models.Model):
    name = models.CharField(max_length=200)
    ref = models.CharField(max_length=40, unique=True)
    email = models.EmailField()
    portal_user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL)


class Invoice(models.Model):
    STATUS = [("draft", "Draft"), ("sent", "Sent"), ("paid", "Paid"), ("void", "Void")]

    customer = models.ForeignKey(Customer, on_delete=models.PROTECT, related_name="invoices")
    number = models.CharField(max_length=20, unique=True)
    title = models.CharField(max_length=200, blank=True)
    status = models.CharField(max_length=10, choices=STATUS, default="draft")
    currency = models.CharField(max_length=3, default="EUR")
    amount = models.DecimalField(max_digits=12, decimal_places=2)
    pay_code = models.CharField(max_length=10, default=_pay_code, unique=True)
    created = models.DateTimeField(auto_now_add=True)


class PricingRule(models.Model):
    name = models.CharField(max_length=80)
    tiers = models.JSONField(default=list)
