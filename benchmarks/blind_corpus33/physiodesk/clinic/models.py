from django.conf import settings
from django.db import models


class Clinic(models.Model):
    name = models.CharField(max_length=120)
    slug = models.SlugField(unique=True)

    def __str__(self):
        return self.name


class Clinician(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    clinic = models.ForeignKey(Clinic, on_delete=models.PROTECT)
    hcpc_number = models.CharField(max_length=12, blank=True)
    kiosk_pin_hash = models.CharField(max_length=64, blank=True)


class Patient(models.Model):
    clinic = models.ForeignKey(Clinic, on_delete=models.PROTECT)
    first_name = models.CharField(max_length=80)
    last_name = models.CharField(max_length=80)
    preferred_name = models.CharField(max_length=80, blank=True)
    date_of_birth = models.DateField()
    nhs_number = models.CharField(max_length=10, blank=True)
    email = models.EmailField(blank=True)
    phone = models.CharField(max_length=20, blank=True)
    language = models.CharField(max_length=5, default="en")


class Appointment(models.Model):
    patient = models.ForeignKey(Patient, on_delete=models.CASCADE)
    clinician = models.ForeignKey(Clinician, on_delete=models.PROTECT)
    starts_at = models.DateTimeField()
    kind = models.CharField(max_length=20, default="follow-up")
    manage_token = models.CharField(max_length=40, blank=True, db_index=True)
    cancelled = models.BooleanField(default=False)


class ClinicalNote(models.Model):
    patient = models.ForeignKey(Patient, on_delete=models.CASCADE)
    author = models.ForeignKey(Clinician, on_delete=models.PROTECT)
    created = models.DateTimeField(auto_now_add=True)
    body = models.TextField()


class OutcomeMeasure(models.Model):
    name = models.CharField(max_length=80)
    scoring_rule = models.TextField(help_text="Expression over the list 'items', e.g. sum(items) * 2")
    max_score = models.PositiveIntegerField()


class OutcomeResult(models.Model):
    patient = models.ForeignKey(Patient, on_delete=models.CASCADE)
    measure = models.ForeignKey(OutcomeMeasure, on_delete=models.PROTECT)
    answers = models.JSONField(default=list)
    score = models.FloatField()
    taken = models.DateTimeField(auto_now_add=True)


class HomeProgramme(models.Model):
    patient = models.ForeignKey(Patient, on_delete=models.CASCADE)
    exercises = models.JSONField(default=list)
    updated = models.DateTimeField(auto_now=True)
