from django.db import models


class Household(models.Model):
    reference = models.CharField(max_length=12, unique=True)
    surname = models.CharField(max_length=80)
    postcode = models.CharField(max_length=10)
    adults = models.PositiveSmallIntegerField(default=1)
    children = models.PositiveSmallIntegerField(default=0)
    dietary = models.CharField(max_length=200, blank=True)
    notes = models.TextField(blank=True)


class Referral(models.Model):
    household = models.ForeignKey(Household, on_delete=models.CASCADE)
    agency = models.CharField(max_length=120)
    letter = models.CharField(max_length=200, blank=True)
    issued = models.DateField()


class Parcel(models.Model):
    household = models.ForeignKey(Household, on_delete=models.CASCADE)
    size = models.CharField(max_length=10, choices=[("S", "Small"), ("M", "Medium"), ("L", "Large")])
    collection_code = models.CharField(max_length=8)
    collected = models.BooleanField(default=False)
    created = models.DateTimeField(auto_now_add=True)


class StockItem(models.Model):
    barcode = models.CharField(max_length=20, unique=True)
    name = models.CharField(max_length=120)
    category = models.CharField(max_length=40)
    quantity = models.IntegerField(default=0)
    best_before = models.DateField(null=True)
