from django.conf import settings
from django.db import models


class Orchard(models.Model):
    slug = models.SlugField(unique=True)
    name = models.CharField(max_length=120)
    parish = models.CharField(max_length=80, blank=True)


class Variety(models.Model):
    name = models.CharField(max_length=120)
    use = models.CharField(max_length=20, choices=[("cider", "Cider"), ("dessert", "Dessert"), ("culinary", "Culinary")])
    origin = models.CharField(max_length=80, blank=True)


class Tree(models.Model):
    orchard = models.ForeignKey(Orchard, on_delete=models.CASCADE)
    variety = models.ForeignKey(Variety, on_delete=models.PROTECT)
    row_label = models.CharField(max_length=10)
    planted = models.DateField(null=True)
    notes = models.TextField(blank=True)


class MemberProfile(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile")
    phone = models.CharField(max_length=20, blank=True)
    notify_url = models.URLField(blank=True)
    gate_pin = models.CharField(max_length=6, blank=True)


class PressingSlot(models.Model):
    starts = models.DateTimeField()
    press = models.CharField(max_length=20)
    capacity_kg = models.PositiveIntegerField(default=250)


class Booking(models.Model):
    slot = models.ForeignKey(PressingSlot, on_delete=models.CASCADE)
    member = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    fruit_kg = models.PositiveIntegerField()
    season = models.CharField(max_length=9)


class Batch(models.Model):
    booking = models.ForeignKey(Booking, on_delete=models.CASCADE)
    litres = models.DecimalField(max_digits=6, decimal_places=1)
    brix = models.DecimalField(max_digits=4, decimal_places=1, null=True)
    ph = models.DecimalField(max_digits=3, decimal_places=2, null=True)
    variety = models.ForeignKey(Variety, null=True, on_delete=models.SET_NULL)
    ready = models.BooleanField(default=False)


class Voucher(models.Model):
    code = models.CharField(max_length=16, unique=True)
    litres = models.PositiveIntegerField()
    redeemed = models.BooleanField(default=False)
