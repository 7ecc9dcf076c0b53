from django.conf import settings
from django.db import models


class Clinic(models.Model):
    name = models.CharField(max_length=120)
    city = models.CharField(max_length=80)


class Patient(models.Model):
    clinic = models.ForeignKey(Clinic, on_delete=models.PROTECT)
    mrn = models.CharField(max_length=20, unique=True)
    first_name = models.CharField(max_length=80)
    last_name = models.CharField(max_length=80)
    status = models.CharField(max_length=20, default="active")
    city = models.CharField(max_length=80, blank=True)

    @property
    def display_name(self):
        return f"{self.last_name}, {self.first_name}"


class Note(models.Model):
    patient = models.ForeignKey(Patient, related_name="notes", on_delete=models.CASCADE)
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT)
    body = models.TextField()
    created = models.DateTimeField(auto_now_add=True)


class Visit(models.Model):
    patient = models.ForeignKey(Patient, on_delete=models.CASCADE)
    clinic = models.ForeignKey(Clinic, on_delete=models.PROTECT)
    visit_date = models.DateField()
    diagnosis_code = models.CharField(max_length=10)
    duration_min = models.PositiveIntegerField(default=15)


class LabResult(models.Model):
    patient = models.ForeignKey(Patient, on_delete=models.CASCADE)
    code = models.CharField(max_length=20)
    value = models.CharField(max_length=40)
    unit = models.CharField(max_length=20, blank=True)
    received = models.DateTimeField(auto_now_add=True)
