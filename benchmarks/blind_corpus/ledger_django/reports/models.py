from django.db import models


class Entry(models.Model):
    account_code = models.CharField(max_length=16)
    posted_on = models.DateField()
    amount = models.DecimalField(max_digits=14, decimal_places=2)
    memo = models.CharField(max_length=255, blank=True)

    class Meta:
        db_table = "ledger_entry"
