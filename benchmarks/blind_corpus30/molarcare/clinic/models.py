from django.conf import settings
from django.db import models


class Patient(models.Model):
    nhs_number = models.CharField(max_length=10, unique=True)
    forename = models.CharField(max_length=80)
    surname = models.CharField(max_length=80)
    date_of_birth = models.DateField()
    email = models.EmailField(blank=True)
    recall_opt_out = models.BooleanField(default=False)


class Clinician(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    gdc_number = models.CharField(max_length=10)
    role = models.CharField(max_length=30, choices=[("dentist", "Dentist"), ("hygienist", "Hygienist"), ("nurse", "Nurse")])


class Appointment(models.Model):
    patient = models.ForeignKey(Patient, on_delete=models.CASCADE)
    clinician = models.ForeignKey(Clinician, on_delete=models.PROTECT)
    starts_at = models.DateTimeField()
    surgery = models.PositiveSmallIntegerField()
    treatment = models.CharField(max_length=120)
    confirmation_code = models.CharField(max_length=12, blank=True)


class ChartNote(models.Model):
    patient = models.ForeignKey(Patient, on_delete=models.CASCADE)
    tooth = models.CharField(max_length=3)
    note = models.TextField()
    written_by_patient = models.BooleanField(default=False)


class Radiograph(models.Model):
    patient = models.ForeignKey(Patient, on_delete=models.CASCADE)
    stored_name = models.CharField(max_length=120)
    digest = models.CharField(max_length=40)
    taken_on = models.DateField()


class LabReturn(models.Model):
    lab_name = models.CharField(max_length=80)
    received_at = models.DateTimeField(auto_now_add=True)
    xml_path = models.CharField(max_length=255)
