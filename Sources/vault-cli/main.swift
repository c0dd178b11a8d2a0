import Foundation

// Tesseract's OpenMP threads make recognition 2-4x slower on small machines, and libgomp
// reads OMP_THREAD_LIMIT only when the process starts: re-run this binary with it set.
SingleThreadedOpenMP.ensure()

VaultCommand.main()
