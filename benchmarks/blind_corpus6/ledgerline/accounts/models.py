from decimal import Decimal

from django.conf import settings
from django.db import models


class Coop(models.Model):
    name = models.CharField(max_length=120)
    treasurer_email = models.EmailField()
    currency = models.CharField(max_length=3, default="GBP")

    def __str__(self):
        return self.name


class Member(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="member")
    coop = models.ForeignKey(Coop, on_delete=models.CASCADE, related_name="members")
    first_name = models.CharField(max_length=80)
    last_name = models.CharField(max_length=80)
    display_name = models.CharField(max_length=120, blank=True)
    share_count = models.PositiveIntegerField(default=1)
    active = models.BooleanField(default=True)
    joined = models.DateField(auto_now_add=True)

    def save(self, *args, **kwargs):
        if not self.display_name:
            self.display_name = f"{self.first_name} {self.last_name}"
        super().save(*args, **kwargs)


class Account(models.Model):
    coop = models.ForeignKey(Coop, on_delete=models.CASCADE, related_name="accounts")
    name = models.CharField(max_length=80)
    iban = models.CharField(max_length=34, blank=True)
    feed_url = models.URLField(blank=True, help_text="Open-banking aggregator endpoint")

    def balance(self):
        agg = self.transactions.aggregate(total=models.Sum("amount"))
        return agg["total"] or Decimal("0")


class Period(models.Model):
    coop = models.ForeignKey(Coop, on_delete=models.CASCADE)
    start = models.DateField()
    label = models.CharField(max_length=60)
    closed = models.BooleanField(default=False)

    class Meta:
        unique_together = [("coop", "start")]


class Transaction(models.Model):
    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="transactions")
    member = models.ForeignKey(Member, null=True, blank=True, on_delete=models.SET_NULL)
    posted_on = models.DateField()
    memo = models.TextField(blank=True)
    category = models.CharField(max_length=40, default="uncategorised")
    amount = models.DecimalField(max_digits=12, decimal_places=2)
    reconciled = models.BooleanField(default=False)
    bank_ref = models.CharField(max_length=64, blank=True, db_index=True)

    class Meta:
        ordering = ["-posted_on", "-id"]


class Attachment(models.Model):
    transaction = models.ForeignKey(Transaction, on_delete=models.CASCADE, related_name="attachments")
    file = models.FileField(upload_to="receipts/%Y/%m/")
    original_name = models.CharField(max_length=200)
