import { describe, expect, it, vi } from 'vitest';
import { createFormStore } from './form-store';

describe('the form store', () => {
  it('tells only the listeners of a changed key', () => {
    const store = createFormStore({ name: '', height: '' });
    const onName = vi.fn();
    const onHeight = vi.fn();
    store.subscribe(['name'], onName);
    store.subscribe(['height'], onHeight);
    store.set('name', 'Ana');
    expect(onName).toHaveBeenCalledTimes(1);
    expect(onHeight).not.toHaveBeenCalled();
    store.set('name', 'Ana');
    expect(onName).toHaveBeenCalledTimes(1);
    expect(store.values()).toEqual({ name: 'Ana', height: '' });
  });

  it('clears a message when its field is edited', () => {
    const store = createFormStore({ name: '' });
    store.setErrors({ name: 'Required.', height: 'Required.' });
    store.set('name', 'A');
    expect(store.errors()).toEqual({ height: 'Required.' });
  });

  it('clears a warning when its field is edited', () => {
    const store = createFormStore({ 'lab:flags': '-' });
    store.setWarnings({ 'lab:flags': 'Check this value: …' });
    expect(store.warning('lab:flags')).toBe('Check this value: …');
    store.set('lab:flags', '-, -');
    expect(store.warning('lab:flags')).toBeUndefined();
  });

  it('keeps the values it was loaded with; a new patient has none', () => {
    const store = createFormStore({ name: 'Ana' });
    store.set('name', 'Anna');
    expect(store.loaded()).toEqual({ name: 'Ana' });
    expect(createFormStore({ name: '' }, { isNew: true }).loaded()).toBeUndefined();
  });

  it('counts the form’s own changes per key, so inputs holding their text can refresh', () => {
    const store = createFormStore({ 'a:0:brand': 'yaz', 'a:1:brand': 'levora' });
    store.set('a:0:brand', 'sprintec');
    expect(store.revision('a:0:brand')).toBe(0);
    store.update((values) => ({ ...values, 'a:1:brand': 'yaz' }));
    expect(store.revision('a:1:brand')).toBe(1);
    expect(store.revision('a:0:brand')).toBe(0);
  });

  it('is dirty only while a value differs from the start', () => {
    const store = createFormStore({ name: 'Ana', goals: ['acne'] });
    expect(store.isDirty()).toBe(false);
    store.set('goals', ['acne', 'menstrual_cramps']);
    expect(store.isDirty()).toBe(true);
    store.set('goals', ['acne']);
    store.set('name', 'Ana');
    expect(store.isDirty()).toBe(false);
  });

  it('gives the values changed since the start, one removed as blank', () => {
    const store = createFormStore({ name: 'Ana', weight: '130', 'a:1:brand': 'yaz' });
    store.set('weight', '135');
    store.set('allergies', 'latex');
    store.update(({ 'a:1:brand': _removed, ...values }) => values);
    expect(store.changes()).toEqual({ weight: '135', allergies: 'latex', 'a:1:brand': '' });
  });

  it('stops telling a listener once it unsubscribes', () => {
    const store = createFormStore({ name: '' });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(['name'], listener);
    unsubscribe();
    store.set('name', 'Ana');
    expect(listener).not.toHaveBeenCalled();
  });
});
