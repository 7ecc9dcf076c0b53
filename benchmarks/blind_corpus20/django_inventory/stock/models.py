import hashlib

from django.db import models


class Warehouse(models.Model):
    code = models.CharField(max_length=8, unique=True)
    name = models.CharField(max_length=100)


class Item(models.Model):
    sku = models.CharField(max_length=32, unique=True)
    name = models.CharField(max_length=200)
    description = models.TextField(blank=True)
    category = models.CharField(max_length=50)
    warehouse = models.ForeignKey(Warehouse, on_delete=models.PROTECT)
    quantity = models.IntegerField(default=0)
    unit_cost = models.DecimalField(max_digits=10, decimal_places=2)


class PricingRule(models.Model):
    name = models.CharField(max_length=80)
    formula = models.CharField(max_length=255, help_text="e.g. cost * 1.2 + 3")
    created_by = models.ForeignKey("auth.User", on_delete=models.CASCADE)


class KioskOperator(models.Model):
    badge = models.CharField(max_length=20, unique=True)
    pin_hash = models.CharField(max_length=64)

    def set_pin(self, pin):
        self.pin_hash = hashlib.md5(pin.encode("utf-8")).hexdigest()

    def check_pin(self, pin):
        return self.pin_hash == hashlib.md5(pin.encode("utf-8")).hexdigest()
