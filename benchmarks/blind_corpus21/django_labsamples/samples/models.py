from django.db import models


class Project(models.Model):
    code = models.CharField(max_length=16, unique=True)
    title = models.CharField(max_length=200)


class Sample(models.Model):
    barcode = models.CharField(max_length=32, unique=True)
    project = models.ForeignKey(Project, on_delete=models.CASCADE)
    material = models.CharField(max_length=64)
    freezer = models.CharField(max_length=32)
    shelf = models.CharField(max_length=16)
    notes = models.TextField(blank=True)
    hazardous = models.BooleanField(default=False)

    class Meta:
        db_table = "samples_sample"

    def __str__(self):
        return self.barcode
