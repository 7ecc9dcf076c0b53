from django.db import models


class Boat(models.Model):
    name = models.CharField(max_length=80)
    index_number = models.CharField(max_length=12, unique=True)
    length_m = models.DecimalField(max_digits=5, decimal_places=2)
    owner_email = models.EmailField()


class Permit(models.Model):
    boat = models.ForeignKey(Boat, on_delete=models.CASCADE, related_name="permits")
    mooring = models.CharField(max_length=60)
    waterway = models.CharField(max_length=60)
    valid_from = models.DateField()
    valid_to = models.DateField()
    pin_hash = models.CharField(max_length=128, blank=True)
    notes = models.TextField(blank=True)


class PermitDocument(models.Model):
    permit = models.ForeignKey(Permit, on_delete=models.CASCADE, related_name="documents")
    filename = models.CharField(max_length=200)
    uploaded = models.DateTimeField(auto_now_add=True)
