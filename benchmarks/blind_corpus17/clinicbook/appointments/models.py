from django.db import models


class PatientQuerySet(models.QuerySet):
    def for_clinic(self, clinic_id):
        return self.filter(clinic_id=clinic_id)

    def search(self, term):
        return self.extra(where=["last_name ILIKE '%%" + term + "%%'"])


class Patient(models.Model):
    clinic_id = models.IntegerField()
    first_name = models.CharField(max_length=80)
    last_name = models.CharField(max_length=80)
    display_name = models.CharField(max_length=120, blank=True)
    phone = models.CharField(max_length=32)

    objects = PatientQuerySet.as_manager()


class Slot(models.Model):
    clinic_id = models.IntegerField()
    starts_at = models.DateTimeField()
    taken = models.BooleanField(default=False)
