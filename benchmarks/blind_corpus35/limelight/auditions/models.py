from django.db import models


class Audition(models.Model):
    production = models.CharField(max_length=120)
    child_name = models.CharField(max_length=120)
    age = models.PositiveSmallIntegerField()
    voice = models.PositiveSmallIntegerField(default=0)
    movement = models.PositiveSmallIntegerField(default=0)
    presence = models.PositiveSmallIntegerField(default=0)
    slot = models.DateTimeField(null=True)

    class Meta:
        db_table = "auditions_audition"


class Production(models.Model):
    slug = models.SlugField(unique=True)
    title = models.CharField(max_length=200)
    opens = models.DateField()
    ticketing_id = models.PositiveIntegerField(default=0)
