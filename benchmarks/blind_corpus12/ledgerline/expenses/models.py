from django.conf import settings
from django.db import models


class Vendor(models.Model):
    name = models.CharField(max_length=200, unique=True)
    website = models.URLField(blank=True)

    def __str__(self):
        return self.name


class Expense(models.Model):
    STATUS_CHOICES = [("draft", "Draft"), ("submitted", "Submitted"), ("paid", "Paid")]

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    vendor = models.ForeignKey(Vendor, on_delete=models.PROTECT)
    category = models.CharField(max_length=50)
    amount = models.DecimalField(max_digits=10, decimal_places=2)
    note = models.TextField(blank=True)
    status = models.CharField(max_length=20, choices=STATUS_CHOICES, default="draft")
    spent_on = models.DateField()
    receipt = models.FileField(upload_to="receipts/%Y/%m/", blank=True)
    receipt_digest = models.CharField(max_length=32, blank=True, db_index=True)

    class Meta:
        ordering = ["-spent_on"]
