from django.conf import settings
from django.db import models

from accounts.models import Company
from reports.managers import EntryQuerySet


class Account(models.Model):
    KIND_CHOICES = (('asset', 'Asset'), ('liability', 'Liability'), ('income', 'Income'), ('expense', 'Expense'))

    company = models.ForeignKey(Company, on_delete=models.CASCADE)
    code = models.CharField(max_length=20)
    name = models.CharField(max_length=200)
    kind = models.CharField(max_length=20, choices=KIND_CHOICES)

    class Meta:
        unique_together = ('company', 'code')


class Entry(models.Model):
    company = models.ForeignKey(Company, on_delete=models.CASCADE)
    account = models.ForeignKey(Account, on_delete=models.PROTECT)
    posted_at = models.DateTimeField(db_index=True)
    memo = models.CharField(max_length=500, blank=True)
    tags = models.CharField(max_length=200, blank=True)
    amount = models.DecimalField(max_digits=14, decimal_places=2)
    currency = models.CharField(max_length=3, default='CAD')

    objects = EntryQuerySet.as_manager()


class Report(models.Model):
    """A saved report; ``formula`` is typed by users in the report builder."""

    company = models.ForeignKey(Company, on_delete=models.CASCADE)
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    name = models.CharField(max_length=200)
    formula = models.TextField(help_text='e.g. (acct_4000 - acct_5000) / acct_4000')
    constants = models.TextField(blank=True, help_text='Python literal dict of named constants')
    created_at = models.DateTimeField(auto_now_add=True)
