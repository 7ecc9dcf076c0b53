from setuptools import setup

setup(name="wsgikit", version="0.6.1", packages=["wsgikit"], python_requires=">=3.8")
