from django.conf import settings
from django.db import models


class Company(models.Model):
    name = models.CharField(max_length=200)
    fiscal_year_start = models.PositiveSmallIntegerField(default=1)

    def __str__(self):
        return self.name


class Profile(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name='profile')
    companies = models.ManyToManyField(Company, related_name='members')
    api_key_hash = models.CharField(max_length=128, blank=True)
    title = models.CharField(max_length=120, blank=True)
