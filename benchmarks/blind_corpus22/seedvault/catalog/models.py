from django.db import models


class Partner(models.Model):
    name = models.CharField(max_length=120)
    feed_url = models.URLField(help_text="Partner-maintained availability feed")
    contact_email = models.EmailField()


class Seed(models.Model):
    variety = models.CharField(max_length=120)
    family = models.CharField(max_length=60)
    germination_days = models.PositiveIntegerField(default=10)
    donor_note = models.TextField(blank=True)
    partner = models.ForeignKey(Partner, null=True, blank=True, on_delete=models.SET_NULL)

    def __str__(self):
        return self.variety


class Member(models.Model):
    email = models.EmailField(unique=True)
    member_code = models.CharField(max_length=16)
