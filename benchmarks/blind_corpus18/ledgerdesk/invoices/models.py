from django.db import models


class Customer(models.Model):
    name = models.CharField(max_length=200)
    email = models.EmailField()
    country = models.CharField(max_length=2)


class Invoice(models.Model):
    customer = models.ForeignKey(Customer, on_delete=models.CASCADE)
    number = models.CharField(max_length=32, unique=True)
    total_cents = models.IntegerField()
    status = models.CharField(max_length=16, default="draft")
    notes = models.TextField(blank=True)
    pdf_name = models.CharField(max_length=255, blank=True)
