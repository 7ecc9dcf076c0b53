"""Route groups for the Wavelength console."""
