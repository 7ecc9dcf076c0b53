from django.conf import settings
from django.db import models


class Clinic(models.Model):
    name = models.CharField(max_length=120)
    code = models.SlugField(unique=True)

    def __str__(self):
        return self.name


class Patient(models.Model):
    clinic = models.ForeignKey(Clinic, on_delete=models.PROTECT, related_name="patients")
    first_name = models.CharField(max_length=80)
    last_name = models.CharField(max_length=80)
    date_of_birth = models.DateField()
    nhs_number = models.CharField(max_length=12, blank=True)
    notes = models.TextField(blank=True)
    self_registered = models.BooleanField(default=False)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["last_name", "first_name"]

    def __str__(self):
        return f"{self.last_name}, {self.first_name}"


class Appointment(models.Model):
    patient = models.ForeignKey(Patient, on_delete=models.CASCADE, related_name="appointments")
    starts_at = models.DateTimeField()
    clinician = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True)
    confirmation_code = models.CharField(max_length=8, blank=True)
    confirmed = models.BooleanField(default=False)


class Scan(models.Model):
    patient = models.ForeignKey(Patient, on_delete=models.CASCADE, related_name="scans")
    file = models.FileField(upload_to="scans/%Y/%m/")
    uploaded = models.DateTimeField(auto_now_add=True)


class LabResult(models.Model):
    patient = models.ForeignKey(Patient, on_delete=models.CASCADE, related_name="lab_results")
    test_code = models.CharField(max_length=20)
    value = models.CharField(max_length=60)
    received = models.DateTimeField(auto_now_add=True)
