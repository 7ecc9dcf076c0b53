from django.conf import settings
from django.db import models

from catalog.models import Product


class Order(models.Model):
    STATUS_CHOICES = (
        ('new', 'New'),
        ('paid', 'Paid'),
        ('shipped', 'Shipped'),
    )
    customer = models.ForeignKey(settings.AUTH_USER_MODEL, related_name='orders')
    reference = models.CharField(max_length=20, unique=True)
    status = models.CharField(max_length=10, choices=STATUS_CHOICES, default='new')
    created_at = models.DateTimeField(auto_now_add=True)


class OrderLine(models.Model):
    order = models.ForeignKey(Order, related_name='lines')
    product = models.ForeignKey(Product)
    quantity = models.PositiveIntegerField(default=1)
    unit_price = models.DecimalField(max_digits=10, decimal_places=2)
